import { useLocation } from 'react-router';
import { lazyPart, ServerHtml } from '@/components/ui/server-html';
import classes from './top-nav.module.css';

/** The bar's code loads when the browser is idle or the bar is first touched (decision 0013). */
export const TopNavBar = lazyPart(async () => (await import('./top-nav-bar')).default);

/**
 * The header: for a visitor, the server's HTML until touched (ServerHtml), so none of the bar's
 * hooks run while the page hydrates; rendered for real at the first tap or address change.
 */
export function TopNav() {
  const { pathname } = useLocation();
  return (
    <header className={classes.header}>
      <ServerHtml dependsOn={pathname} code={TopNavBar}>
        <TopNavBar />
      </ServerHtml>
    </header>
  );
}
