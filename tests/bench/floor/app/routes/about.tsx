import { Link, type MetaFunction } from 'react-router';

export const meta: MetaFunction = () => [
  { title: 'About the floor app' },
  { name: 'description', content: 'Why the site’s timings and start-up JavaScript are budgeted as ratios of a bare app’s.' },
];

export default function About() {
  return (
    <main>
      <h1>About the floor app</h1>
      <p>
        Lighthouse’s timings move from one machine to another and from run to run. A page that does the least a prerendered React Router app
        can do, measured alongside the site, gives a reference that moves with them.
      </p>
      <p>
        <Link to="/">Back to the floor app’s home page</Link>
      </p>
    </main>
  );
}
