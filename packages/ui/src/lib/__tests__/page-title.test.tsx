import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';

import { usePageTitle, useRequestedPageTitle } from '../page-title';

function Shown() {
  return <p data-testid="title">{useRequestedPageTitle() ?? '(route title)'}</p>;
}

function Page({ title }: { title: string | null }) {
  usePageTitle(title);
  return null;
}

const shown = () => screen.getByTestId('title').textContent;

it('is the title of the page while it is mounted, and nothing once it has gone', () => {
  const view = render(
    <>
      <Shown />
      <Page title="2012 Volkswagen Golf · ann" />
    </>,
  );
  expect(shown()).toBe('2012 Volkswagen Golf · ann');

  view.rerender(<Shown />);
  expect(shown()).toBe('(route title)');
});

it('asks for nothing until the page knows its title, then follows its changes', () => {
  const view = render(
    <>
      <Shown />
      <Page title={null} />
    </>,
  );
  expect(shown()).toBe('(route title)');

  view.rerender(
    <>
      <Shown />
      <Page title="Golf" />
    </>,
  );
  expect(shown()).toBe('Golf');

  view.rerender(
    <>
      <Shown />
      <Page title="Passat" />
    </>,
  );
  expect(shown()).toBe('Passat');
});

it('lets the newest page win, and falls back to the one still shown when it leaves', () => {
  function Pages() {
    const [second, setSecond] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setSecond((shown) => !shown)}>
          Toggle
        </button>
        <Page title="First" />
        {second && <Page title="Second" />}
      </>
    );
  }
  render(
    <>
      <Shown />
      <Pages />
    </>,
  );
  expect(shown()).toBe('First');

  act(() => screen.getByRole('button', { name: 'Toggle' }).click());
  expect(shown()).toBe('Second');

  act(() => screen.getByRole('button', { name: 'Toggle' }).click());
  expect(shown()).toBe('First');
});
