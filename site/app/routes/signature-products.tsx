import { screenMeta, ScreenRoute } from './screen';

export const meta = screenMeta;

export default function SignatureProducts() {
  return <ScreenRoute />;
}
