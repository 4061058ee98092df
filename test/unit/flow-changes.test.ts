// What a change did to a machine (npm run test:paths / flows -- --base <ref>): states and
// transitions added, removed and changed, and the diagram's overlay that shows them with a legend.
import { describe, expect, it } from 'vitest';
import { doorAfter as after, doorBefore as before } from '../harness/door-machines';
import { flowDiagram } from '../../scripts/flow-diagram';
import { changeStyle } from '../../scripts/flow-diagram-styles';
import { machineDiff } from '../../scripts/flow-reading/machine-diff';

const diff = machineDiff(before, after);

describe('what a change did to a machine', () => {
  it('lists states added, removed and changed (a new description) by path', () => {
    expect(diff.states).toEqual([
      { path: 'open', change: 'changed' },
      { path: 'answered', change: 'added' },
      { path: 'locked', change: 'removed' },
    ]);
  });

  it('matches transitions by source, event and guard: new targets or actions read as changed', () => {
    expect(diff.transitions.map(({ line, change }) => [change, line])).toEqual([
      ['added', 'closed --knock--> answered'],
      ['changed', 'open --close--> closed'],
      ['removed', 'closed --lock--> locked'],
    ]);
    expect(diff.transitions.map(({ key }) => key)).toEqual(['door.closed --knock#0', 'door.open --close#0', undefined]);
  });

  it('finds nothing in an unchanged machine, everything in a new one', () => {
    expect(machineDiff(after, after)).toEqual({ states: [], transitions: [] });
    expect(machineDiff(undefined, after).states.every(({ change }) => change === 'added')).toBe(true);
  });
});

describe('the change overlay', () => {
  const colourOf = (svg: string, pattern: RegExp) => pattern.exec(svg)?.[1];

  it('draws added, changed and unchanged in colours of their own, says which in a legend, lists the removed', async () => {
    const svg = await flowDiagram(after, changeStyle(diff, 'main'));
    const added = colourOf(svg, /data-transition="door\.closed --knock#0"[^>]*stroke="([^"]+)"/);
    const changed = colourOf(svg, /data-transition="door\.open --close#0"[^>]*stroke="([^"]+)"/);
    const unchanged = colourOf(svg, /data-transition="door\.closed --open#0"[^>]*stroke="([^"]+)"/);
    expect(new Set([added, changed, unchanged]).size).toBe(3);
    expect(svg).toMatch(/data-transition="door\.open --close#0"[^>]*stroke-dasharray/);
    expect(colourOf(svg, /data-state="answered"[^>]*stroke="([^"]+)"/)).toBe(added);
    expect(colourOf(svg, /data-state="open"[^>]*stroke="([^"]+)"/)).toBe(changed);
    for (const [colour, text] of [
      [added, 'added since main: 2'],
      [changed, 'changed since main: 2'],
      [unchanged, 'unchanged'],
    ])
      expect(svg).toContain(`fill="${colour}">${text}`);
    expect(svg).toContain('removed: state locked');
    expect(svg).toContain('removed: closed --lock--&#62; locked');
  });
});
