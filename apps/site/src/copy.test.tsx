// One source of copy: where the site shows a component's sentence, the component's default is that sentence, and
// the site's content package (which stories and other teams read) says it word for word too.
import { defaultBusinessPortalLabels, defaultConsumerPortalLabels } from '@ardena/auth';
import { businessPortalCopy, consumerPortalCopy } from '@ardena/content';
import { TransactionTable } from '@ardena/ui/patterns';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

describe('copy shared by the site, the components and Storybook', () => {
  it('says one sentence for an empty transaction history', () => {
    render(<TransactionTable transactions={[]} timeZone="UTC" />);
    const sentence = 'When you make or receive a payment, it will appear here.';
    expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(defaultConsumerPortalLabels.emptyDescription).toBe(sentence);
    expect(consumerPortalCopy.transactions.empty.description).toBe(sentence);
  });

  it('says one sentence to confirm a setup request', () => {
    expect(businessPortalCopy.setupDialog.description).toBe(defaultBusinessPortalLabels.setupRequestedDescription);
    expect(businessPortalCopy.setupDialog.title).toBe(defaultBusinessPortalLabels.setupRequestedTitle);
  });
});
