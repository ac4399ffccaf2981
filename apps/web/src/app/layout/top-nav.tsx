import { useLocation } from 'react-router';
import { lazyPart, ServerHtml } from '@/components/ui/server-html';
import { itemCount } from '@atlas/shared/rules/cart';
import { useGuestLines } from '@/lib/guest-cart';
import classes from './top-nav.module.css';

/** The bar's code loads when the browser is idle or the bar is first touched (decision 0013). */
export const TopNavBar = lazyPart(async () => (await import('./top-nav-bar')).default);

/**
 * The header: for a visitor, the server's HTML until touched (ServerHtml), so none of the bar's
 * hooks run while the page hydrates; rendered for real at the first tap or address change.
 */
export function TopNav() {
  const { pathname } = useLocation();
  // a visitor's cart is in the browser, not in the server's HTML: its badge renders the bar
  const guestItems = itemCount(useGuestLines());
  return (
    <header className={classes.header}>
      <ServerHtml dependsOn={`${pathname} ${guestItems}`} code={TopNavBar}>
        <TopNavBar />
      </ServerHtml>
    </header>
  );
}
