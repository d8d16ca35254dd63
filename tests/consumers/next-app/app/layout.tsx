// Written from the READMEs: the stylesheets and the pre-paint script in the root layout (a server component).
import '@ardena/ui/styles.css';
import '@ardena/ui/reset.css';
import '@ardena/auth/styles.css';
import '@ardena/consent/styles.css';
import { colorModeScript } from '@ardena/ui/theme';
import type { ReactNode } from 'react';
import { Providers } from './providers';

export const metadata = { title: 'Consumer app (Next.js)' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the ui README's pre-paint colour-mode script */}
        <script dangerouslySetInnerHTML={{ __html: colorModeScript }} />
      </head>
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
