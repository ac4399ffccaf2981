import '@fontsource-variable/cairo';
import '@mantine/core/styles.css';
import '@mantine/carousel/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { textDirection } from '@atlas/shared/rules/locale';
import { Providers } from './app/providers';
import { router } from './app/router';
import { currentLanguage, initI18n } from './lib/i18n';

void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers direction={textDirection[currentLanguage()]}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
