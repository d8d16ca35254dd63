// A server component: ThemeSwitch is rendered straight from @ardena/ui (its entry is "use client").
import { ThemeSwitch } from '@ardena/ui';
import { Account, CookieSettingsButton } from './account';
import { GermanStatement } from './germanStatement';

export default function Home() {
  return (
    <>
      <header style={{ display: 'flex', gap: '1rem', justifyContent: 'flex-end', padding: '1rem' }}>
        <ThemeSwitch />
        <CookieSettingsButton />
      </header>
      <main style={{ maxWidth: '64rem', margin: '0 auto', padding: '1rem' }}>
        <Account />
        <GermanStatement />
      </main>
    </>
  );
}
