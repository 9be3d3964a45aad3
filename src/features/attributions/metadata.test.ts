import { describe, expect, it } from 'vitest';
import {
  draftFromMetadata,
  draftMetadata,
  keysNotApplied,
  metadataProblems,
  parseMetadataText,
  switchView,
  type MetadataDraft,
} from './metadata';

const rows = (list: MetadataDraft['rows']): MetadataDraft => ({ view: 'rows', text: '', rows: list });

describe('metadata text', () => {
  it('reads an object, empty text as none, and refuses other JSON and broken JSON', () => {
    expect(parseMetadataText('{"score": 42}')).toEqual({ metadata: { score: 42 } });
    expect(parseMetadataText('  ')).toEqual({ metadata: {} });
    expect(parseMetadataText('[1]')).toEqual({
      error: 'Metadata must be a JSON object, e.g. {"score": 42}.',
    });
    expect(parseMetadataText('42')).toHaveProperty('error');
    const broken = parseMetadataText('{"score": ');
    expect('error' in broken && broken.error).toMatch(/^This is not valid JSON/);
  });
});

describe('two views of one value', () => {
  it('turns JSON into typed rows and back without changing the value', () => {
    const value = { score: 42, team: 'red', vip: true, tags: ['a', 'b'], nested: { x: null } };
    const asRows = switchView(draftFromMetadata(value));
    expect(asRows?.rows).toEqual([
      { key: 'score', type: 'number', value: '42' },
      { key: 'team', type: 'text', value: 'red' },
      { key: 'vip', type: 'boolean', value: 'true' },
      { key: 'tags', type: 'json', value: '["a","b"]' },
      { key: 'nested', type: 'json', value: '{"x":null}' },
    ]);
    const back = switchView(asRows!);
    expect(back?.view).toBe('json');
    expect(JSON.parse(back!.text)).toEqual(value);
  });

  it('keeps the view when it has problems to fix first', () => {
    expect(switchView({ view: 'json', text: '{oops', rows: [] })).toBeUndefined();
    expect(switchView(rows([{ key: 'score', type: 'number', value: 'high' }]))).toBeUndefined();
  });

  it('puts each row problem on its key or value, and skips blank rows', () => {
    const draft = rows([
      { key: 'score', type: 'number', value: '1e3' },
      { key: '', type: 'text', value: '' },
      { key: 'score', type: 'text', value: 'again' },
      { key: '', type: 'text', value: 'orphan' },
      { key: 'data', type: 'json', value: '{bad' },
    ]);
    expect(metadataProblems(draft)).toEqual([
      { path: ['rows', 2, 'key'], message: '“score” is used twice.' },
      { path: ['rows', 3, 'key'], message: 'Enter a key.' },
      { path: ['rows', 4, 'value'], message: 'Enter a JSON value, e.g. [1, 2] or {"a": 1}.' },
    ]);
    expect(draftMetadata(draft)).toBeUndefined();
    expect(draftMetadata(rows([{ key: 'score', type: 'number', value: ' 1e3 ' }]))).toEqual({ score: 1000 });
  });
});

describe('whether an update applied', () => {
  it('compares what was sent with what the service answered, key by key, whatever the key order', () => {
    expect(keysNotApplied({ score: 50 }, { score: 50, team: 'red' })).toEqual([]);
    expect(keysNotApplied({ score: 40 }, { score: 42 })).toEqual(['score']);
    expect(keysNotApplied({ a: { x: 1, y: 2 } }, { a: { y: 2, x: 1 } })).toEqual([]);
    expect(keysNotApplied({ a: 1 }, undefined)).toEqual(['a']);
  });
});
