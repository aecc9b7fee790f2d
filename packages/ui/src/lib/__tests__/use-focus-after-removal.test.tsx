import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { useFocusAfterRemoval } from '../use-focus-after-removal';

interface Removal {
  removed: string;
  neighbour: string | null;
}

/** A list whose removals land later, as after an API call: `commit` applies them. */
function SlowList({ initial }: { initial: string[] }) {
  const [items, setItems] = useState(initial);
  const [pending, setPending] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterRemoval = useFocusAfterRemoval<Removal>(({ removed, neighbour }) => {
    if (items.includes(removed)) return undefined;
    return (neighbour === null ? undefined : buttons.current.get(neighbour)) ?? heading.current;
  });

  const remove = (item: string) => {
    const index = items.indexOf(item);
    focusAfterRemoval({ removed: item, neighbour: items[index + 1] ?? items[index - 1] ?? null });
    setPending(item);
  };

  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        Items
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item}>
            <button
              type="button"
              ref={(element) => {
                if (element) buttons.current.set(item, element);
                else buttons.current.delete(item);
              }}
              onClick={() => remove(item)}
            >
              Remove {item}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => setItems((current) => current.filter((item) => item !== pending))}
      >
        Commit
      </button>
    </>
  );
}

const commit = () => act(() => screen.getByRole('button', { name: 'Commit' }).click());

it('waits until the item is gone, then focuses the one that took its place', async () => {
  render(<SlowList initial={['a', 'b', 'c']} />);
  await userEvent.click(screen.getByRole('button', { name: 'Remove b' }));
  expect(screen.getByRole('button', { name: 'Remove b' })).toHaveFocus();

  commit();

  expect(screen.getByRole('button', { name: 'Remove c' })).toHaveFocus();
});

it('goes to the previous item after the last one, and to the fallback after the only one', async () => {
  render(<SlowList initial={['a', 'b']} />);
  await userEvent.click(screen.getByRole('button', { name: 'Remove b' }));
  commit();
  expect(screen.getByRole('button', { name: 'Remove a' })).toHaveFocus();

  await userEvent.click(screen.getByRole('button', { name: 'Remove a' }));
  commit();
  expect(screen.getByRole('heading', { name: 'Items' })).toHaveFocus();
});

it('moves focus once: later renders leave it where the user put it', async () => {
  render(<SlowList initial={['a', 'b', 'c']} />);
  await userEvent.click(screen.getByRole('button', { name: 'Remove a' }));
  commit();
  expect(screen.getByRole('button', { name: 'Remove b' })).toHaveFocus();

  screen.getByRole('button', { name: 'Remove c' }).focus();
  commit();
  expect(screen.getByRole('button', { name: 'Remove c' })).toHaveFocus();
});
