// Runs the test files in a stated order, so that a run can prove no file depends on another:
// TEST_ORDER=path (by path) or TEST_ORDER=reverse (by path, backwards). Selected by jest.config.js.
const Sequencer = require('@jest/test-sequencer').default;

class OrderedSequencer extends Sequencer {
  sort(tests) {
    const byPath = [...tests].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return process.env.TEST_ORDER === 'reverse' ? byPath.reverse() : byPath;
  }
}

module.exports = OrderedSequencer;
