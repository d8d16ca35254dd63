import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ display: 'flex', alignItems: 'stretch', gap: vars.space.xs });

export const input = style({ flex: 1, minWidth: 0 });

export const toggle = style({ minWidth: '5rem' });
