import { byKeys, groupByKeys } from '../../src/graphql/loaders';

/** The batch results a DataLoader needs: one entry per key, in the keys' order. */
describe('batch results by key', () => {
  const rows = [
    { id: 'r1', owner: 'b' },
    { id: 'r2', owner: 'a' },
    { id: 'r3', owner: 'b' },
    { id: 'r4', owner: undefined },
  ];

  it('groups rows per key in the rows’ order, an empty list for a key without rows, and leaves keyless rows out', () => {
    expect(groupByKeys(['a', 'b', 'c'], rows, (row) => row.owner).map((group) => group.map((row) => row.id))).toEqual([
      ['r2'],
      ['r1', 'r3'],
      [],
    ]);
  });

  it('answers one row per key, null where none was found', () => {
    expect(byKeys(['r3', 'x', 'r1'], rows, (row) => row.id).map((row) => row?.id ?? null)).toEqual(['r3', null, 'r1']);
  });
});
