import { AuthPage } from '../pages/auth/AuthPage';
import type { Route } from './+types/auth';
import { screenMeta } from './screen';

export const meta: Route.MetaFunction = screenMeta;

export default function Auth() {
  return <AuthPage />;
}
