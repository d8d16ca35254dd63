import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

function Controlled() {
  const [value, setValue] = useState('articles');
  return (
    <>
      <output>{value}</output>
      <Tabs value={value} onValueChange={setValue}>
        <TabsList aria-label="Category">
          <TabsTrigger value="articles">Articles</TabsTrigger>
          <TabsTrigger value="case-studies">Case Studies</TabsTrigger>
        </TabsList>
        <TabsContent value="articles">A</TabsContent>
        <TabsContent value="case-studies">B</TabsContent>
      </Tabs>
    </>
  );
}

describe('Tabs', () => {
  it('reports the chosen tab to a controlling parent', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('tab', { name: 'Case Studies' }));
    expect(screen.getByRole('status')).toHaveTextContent('case-studies');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('B');
  });
});
