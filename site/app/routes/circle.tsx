import { screenPage } from '../content/pages';
import { CirclePage } from '../pages/circle/CirclePage';
import { screenMeta } from './screen';
import type { Route } from './+types/circle';

export const meta: Route.MetaFunction = screenMeta;

/** IndyCircle's home: what it offers to visitors, the saved library to members. No redirect either way. */
export default function Circle() {
  return <CirclePage page={screenPage('circle')} />;
}
