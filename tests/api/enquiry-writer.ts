import { openDatabase } from '../../server/db/client.ts';
import { enquiries } from '../../server/db/schema/index.ts';

/**
 * A second writer on the live file for the backup and crash tests: `bun tests/api/enquiry-writer.ts FILE`
 * inserts enquiries until it is killed and prints each id only after its commit returned, so every id the
 * test has read is an acknowledged write. (No public enquiry endpoint exists to drive this over HTTP yet.)
 */

const file = process.argv[2];
if (!file) throw new Error('Usage: bun tests/api/enquiry-writer.ts DATABASE_FILE');
const db = openDatabase(file, { migrate: false });

for (let n = 1; ; n += 1) {
  const row = db.orm
    .insert(enquiries)
    .values({
      // Unique among writers, whatever the counter of the real references says.
      reference: `ENQ-TEST-${process.pid}-${n}`,
      name: `Visitor ${n}`,
      email: `visitor${n}@example.com`,
      notes: 'x'.repeat(200),
      totalCents: 1000 + n,
    })
    .returning({ id: enquiries.id })
    .get();
  // Waits until the line has reached the pipe, so the test reads it now rather than when the loop ends (it never
  // does).
  await new Promise<void>((resolve, reject) =>
    process.stdout.write(`${row?.id}\n`, (error) => (error ? reject(error) : resolve())),
  );
}
