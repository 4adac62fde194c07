// docs/design.schema.json is a real schema: every example design (docs/designs/) validates, and
// designs the CLI refuses for their shape (a missing field, an unknown field or value) do not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const schema = JSON.parse(fs.readFileSync(path.join(ROOT, 'docs/design.schema.json'), 'utf8'));
const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);

test('every example design validates against docs/design.schema.json', () => {
  const dir = path.join(ROOT, 'docs/designs');
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));
  assert.ok(files.length >= 5);
  for (const f of files) {
    const ok = validate(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
    assert.ok(ok, `${f}: ${JSON.stringify(validate.errors)}`);
  }
});

test('the schema refuses what the format refuses by shape', () => {
  const good = JSON.parse(fs.readFileSync(path.join(ROOT, 'docs/designs/police-thief.json'), 'utf8'));
  const bad = [
    (d) => {
      delete d.board;
    },
    (d) => {
      d.sides.pop();
    },
    (d) => {
      d.sides[0].tokens[0].moves.steps = 'castle';
    },
    (d) => {
      d.sides[0].tokens[0].moves.jump = 2;
    },
    (d) => {
      d.ends.push({ when: 'near', winner: 'police' });
    },
    (d) => {
      d.sides[1].team = 'some';
    },
    (d) => {
      d.limit = { plies: 0, winner: 'thief' };
    },
  ];
  for (const change of bad) {
    const d = structuredClone(good);
    change(d);
    assert.equal(validate(d), false, `accepted: ${change}`);
  }
});
