import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '.';

interface DemoArgs {
  defaultValue: string;
  onValueChange: (value: string) => void;
}

function TabsDemo({ defaultValue, onValueChange }: DemoArgs) {
  return (
    <Tabs defaultValue={defaultValue} onValueChange={onValueChange}>
      <TabsList aria-label="Account">
        <TabsTrigger value="signin">Sign In</TabsTrigger>
        <TabsTrigger value="signup">Sign Up</TabsTrigger>
        <TabsTrigger value="sso" disabled>
          Single sign-on
        </TabsTrigger>
      </TabsList>
      <TabsContent value="signin">Sign in with your email and password.</TabsContent>
      <TabsContent value="signup">Create a business or consumer account.</TabsContent>
      <TabsContent value="sso">Not available.</TabsContent>
    </Tabs>
  );
}

const meta = {
  title: 'Primitives/Tabs',
  component: TabsDemo,
  args: { defaultValue: 'signin', onValueChange: fn() },
} satisfies Meta<typeof TabsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas, args }) => {
    const signIn = canvas.getByRole('tab', { name: 'Sign In' });
    await expect(signIn).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Sign in with your email and password.');
    await userEvent.click(signIn);
    await userEvent.keyboard('{ArrowRight}');
    const signUp = canvas.getByRole('tab', { name: 'Sign Up' });
    await expect(signUp).toHaveFocus();
    await expect(signUp).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('signup');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Create a business or consumer account.');
  },
};

export const SecondSelected: Story = {
  args: { defaultValue: 'signup' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  },
};
