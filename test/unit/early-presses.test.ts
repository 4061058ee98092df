// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_PRESS, KEEP_EARLY_PRESSES } from '../../contracts/early-presses';
import { replayEarlyPresses } from '../../src/app/early-presses';

/** A page with the menu's toggle, two offers' buttons of the same name, a file field and text. */
const PAGE = `<header><button aria-label="Open menu"><svg></svg></button></header>
<main><p>Offers</p><button>Buy</button><button>Buy</button><input id="files" type="file"><label for="files">Choose files</label></main>`;

const root = () => document.getElementById('root')!;
const click = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
const changed = (input: Element) => input.dispatchEvent(new Event('change', { bubbles: true }));
const marked = () => [...document.querySelectorAll(`[${EARLY_PRESS}]`)];

beforeEach(() => {
  document.body.innerHTML = `<div id="root">${PAGE}</div>`;
  new Function(KEEP_EARLY_PRESSES)();
});

describe('the page as sent, before the app has it', () => {
  it('marks a button pressed (wherever in it the tap lands) and a file field given files, nothing else', () => {
    click(root().querySelector('svg')!);
    click(root().querySelector('p')!);
    changed(root().querySelector('input')!);
    expect(marked()).toEqual([root().querySelector('button'), root().querySelector('input')]);
  });

  it('holds the button down, and for a file field its label, until the app has the page', () => {
    const looks = () => [...root().querySelectorAll<HTMLElement>('button, label')].map((shown) => shown.style.opacity);
    expect(looks()).toEqual(['', '', '', '']);
    click(root().querySelectorAll('button')[1]);
    changed(root().querySelector('input')!);
    expect(looks()).toEqual(['', '0.7', '', '0.7']);
  });

  it('stops marking once the app has replaced the markup', () => {
    root().innerHTML = PAGE;
    click(root().querySelector('button')!);
    expect(marked()).toEqual([]);
  });
});

describe('the press replayed once the app has the page', () => {
  /** The page as the app renders it, with `pressed` on each button and the files the field is given recorded. */
  function appPage() {
    const sent = [...root().children];
    root().innerHTML = `<div role="alert">Signed in</div>${PAGE}`;
    const pressed: string[] = [];
    root().addEventListener('click', (event) => {
      const button = (event.target as Element).closest('button')!;
      pressed.push(
        `${button.textContent || button.getAttribute('aria-label')} ${[...root().querySelectorAll('button')].indexOf(button)}`,
      );
    });
    const input = root().querySelector('input')!;
    const given = vi.fn();
    Object.defineProperty(input, 'files', { set: given });
    input.addEventListener('change', () => pressed.push(`files ${given.mock.calls.length}`));
    return { sent, pressed, given };
  }

  it('presses the control of the same name in the same place, and gives the field the files chosen', () => {
    const chosen = [new File(['PK'], 'instagram-export.zip')];
    Object.defineProperty(root().querySelector('input')!, 'files', { value: chosen });
    click(root().querySelectorAll('button')[2]);
    changed(root().querySelector('input')!);
    const { sent, pressed, given } = appPage();
    replayEarlyPresses(sent, root());
    expect(pressed).toEqual(['Buy 2', 'files 1']);
    expect(given).toHaveBeenCalledWith(chosen);
  });

  it('presses nothing that the app no longer shows', () => {
    click(root().querySelector('button')!);
    const { sent, pressed } = appPage();
    root().querySelector('header')!.remove();
    replayEarlyPresses(sent, root());
    expect(pressed).toEqual([]);
  });

  it('presses nothing when nothing was pressed', () => {
    const { sent, pressed } = appPage();
    replayEarlyPresses(sent, root());
    expect(pressed).toEqual([]);
  });
});
