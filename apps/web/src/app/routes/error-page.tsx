import { useNavigate } from 'react-router';
import { RouteErrorPage } from './route-error-page';

/** Where a screen sends the user when its data cannot be loaded; trying again goes back. */
export default function ErrorPage() {
  const navigate = useNavigate();
  return <RouteErrorPage onRetry={() => void navigate(-1)} />;
}
