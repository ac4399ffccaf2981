import { lazyPart, ServerHtml } from '@/components/ui/server-html';
import classes from './site-footer.module.css';

/** The content's code loads when the browser is idle or the footer is first touched (decision 0013). */
export const SiteFooterContent = lazyPart(async () => (await import('./site-footer-content')).default);

export function SiteFooter() {
  return (
    <footer className={classes.footer} data-testid="site-footer">
      <ServerHtml code={SiteFooterContent}>
        <SiteFooterContent />
      </ServerHtml>
    </footer>
  );
}
