import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ boxSizing: 'border-box', display: 'flex', alignItems: 'stretch', gap: vars.space.xs });

export const input = style({ boxSizing: 'border-box', flex: 1, minWidth: 0 });

export const toggle = style({ boxSizing: 'border-box', minWidth: '5rem' });
