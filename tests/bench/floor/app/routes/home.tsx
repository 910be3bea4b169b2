import { Link, type MetaFunction } from 'react-router';

export const meta: MetaFunction = () => [
  { title: 'Floor app' },
  { name: 'description', content: 'A bare React Router app, prerendered, that the site’s performance is measured against.' },
];

export default function Home() {
  return (
    <main>
      <h1>Floor app</h1>
      <p>
        This page is prerendered to HTML at build time and hydrated in the browser, like every page of the site. It loads the framework and
        React, one stylesheet and nothing else.
      </p>
      <p>
        The benchmark measures it next to the site on the same machine in the same run, so the site is held to how much slower it is than
        this page rather than to a fixed number of milliseconds.
      </p>
      <p>
        <Link to="/about">How the floor app is used</Link>
      </p>
    </main>
  );
}
