import { describe, expect, test } from 'vitest';
import { checkFakeRuntime, FAKE_NODE_FLOOR } from '@typed-api/core/testing';

// msw 3, which serves the fakes, needs Node 22.12: on an older Node each fake call used to fail only after
// the client's retries, deep inside msw. The fakes check the runtime when they start instead.
describe('a fake started on a Node below the floor', () => {
  test('refuses at once, naming the version it needs and the one it found', () => {
    expect(() => { checkFakeRuntime({ node: '20.9.0' }); }).toThrow(`need Node ${FAKE_NODE_FLOOR} or newer (they are served by msw 3); this is Node 20.9.0`);
    expect(() => { checkFakeRuntime({ node: '22.11.9' }); }).toThrow('this is Node 22.11.9');
  });

  test('starts on the floor and above it', () => {
    for (const node of ['22.12.0', '22.23.3', '24.0.0', '100.1.0']) expect(() => { checkFakeRuntime({ node }); }).not.toThrow();
  });

  test('Bun and Deno, which report a Node version of their own, and runtimes without process are not judged by it', () => {
    expect(() => { checkFakeRuntime({ node: '20.0.0', bun: '1.4.5' }); }).not.toThrow();
    expect(() => { checkFakeRuntime({ node: '20.0.0', deno: '2.9.6' }); }).not.toThrow();
    expect(() => { checkFakeRuntime(undefined); }).not.toThrow();
  });

  test('reads the running Node by default', () => {
    expect(() => { checkFakeRuntime(); }).not.toThrow();
  });
});
