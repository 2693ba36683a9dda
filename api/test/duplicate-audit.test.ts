import type { DuplicateGroup } from 'shared/domain/registrations/registration';
import { testEngines } from './support/environment';
import { call, useTestApp } from './support/test-app';
import { importCsv, importRow } from './support/import-rows';
import { tokenFor } from './support/tokens';

// Duplicate Audit made workable at real scale: a search by phone or name, the groups still to be
// resolved, ranked by how alike their rows are with the reasons, and a stored, audited
// "Not a duplicate" verdict that holds for exactly the registrations judged.

interface Pupil {
  id: string;
  name: string;
  phone: string;
  school?: string;
  std?: string;
}

const importPupils = (pupils: Pupil[]) =>
  importCsv(
    pupils.map((p) =>
      importRow({
        registrationId: p.id,
        paymentId: `PAY-${p.id}`,
        name: p.name,
        contactNumber: p.phone,
        school: p.school ?? 'Hill School',
        std: p.std ?? '4th',
      }),
    ),
  );

describe.each(testEngines())('Duplicate Audit on %s', (engine) => {
  // No generated registrations: the groups here are the ones each test makes.
  const target = useTestApp(engine, { registrations: 0 });
  const as = async (role: 'superadmin' | 'admin' | 'staff' | 'viewer', method: string, path: string, body?: unknown) =>
    call(target, method, path, { token: await tokenFor(role), body });
  const groupsOf = async (query: string): Promise<{ data: DuplicateGroup[]; total: number }> => {
    const reply = await as('viewer', 'GET', `/admin/registrations/duplicates?${query}`);
    expect(reply.status).toBe(200);
    return reply.body;
  };

  let run = 0;
  /** Registrations made through the import, so that every trigger runs as in real use; a fresh number each call. */
  async function family(
    members: Omit<Pupil, 'id' | 'phone'>[],
    written: (phone: string) => string = (phone) => phone,
  ): Promise<{ phone: string; ids: string[] }> {
    run += 1;
    const phone = `97${String(process.pid % 1000).padStart(3, '0')}${String(run).padStart(5, '0')}`;
    const pupils = members.map((m, index) => ({ ...m, id: `DUP-${engine}-${run}-${index}`, phone: written(phone) }));
    const imported = await as('superadmin', 'POST', '/admin/imports', { csv: importPupils(pupils) });
    expect(imported.status).toBe(201);
    return { phone, ids: pupils.map((p) => p.id) };
  }

  test('a phone number in any written form, or part of a name, finds its group', async () => {
    const { phone, ids } = await family([{ name: 'Ishaan Verma' }, { name: 'Ishaan Verma' }], (p) => `+91 ${p.slice(0, 5)} ${p.slice(5)}`);
    for (const q of [phone, `0${phone}`, `+91-${phone}`, phone.slice(-6)]) {
      const found = await groupsOf(`q=${encodeURIComponent(q)}`);
      expect(found.data.map((g) => g.contactNumber)).toContain(phone);
    }
    const byName = await groupsOf('q=ishaan%20verm');
    expect(byName.data.find((g) => g.contactNumber === phone)?.registrations.map((r) => r.registrationId)).toEqual(ids);
  });

  test('groups are ranked by likeness with the reasons, and siblings come last', async () => {
    const same = await family([
      { name: 'Kavya Rao', school: 'Hill School', std: '5th' },
      { name: 'Kavya  rao', school: 'Hill School', std: '5th' },
    ]);
    const firstName = await family([{ name: 'Arjun Nair' }, { name: 'Arjun Menon', school: 'Lake School' }]);
    const siblings = await family([
      { name: 'Riya Kapoor', std: '3rd' },
      { name: 'Kabir Kapoor', std: '7th' },
    ]);
    const strangers = await family([{ name: 'Tara Singh' }, { name: 'Dev Joshi', std: '9th' }]);
    const ranked = await groupsOf('unresolved=true&sort=likeness&limit=100');
    const mine = ranked.data.filter((g) => [same, firstName, siblings, strangers].some((f) => f.phone === g.contactNumber));
    expect(mine.map((g) => [g.contactNumber, g.likeness, g.reasons])).toEqual([
      [same.phone, 'same_name', ['same name', 'same school', 'same class']],
      [firstName.phone, 'same_first_name', ['same first name', 'different surnames', 'different schools', 'same class']],
      [strangers.phone, 'different_names', ['different names', 'same school', 'different classes']],
      [siblings.phone, 'likely_siblings', ['different first names', 'same surname', 'same school', 'different classes']],
    ]);
    expect(mine.every((g) => g.activeCount === 2 && g.notDuplicate === null)).toBe(true);
  });

  test('a group with at most one active registration is resolved and leaves the unresolved list', async () => {
    const { phone, ids } = await family([{ name: 'Neha Iyer' }, { name: 'Neha Iyer' }]);
    const [, later] = (await groupsOf(`q=${phone}`)).data[0]!.registrations;
    const marked = await as('admin', 'PUT', `/admin/registrations/${later!.registrationId}/status`, { status: 'duplicate', version: later!.version });
    expect(marked.status).toBe(200);
    expect((await groupsOf(`q=${phone}&unresolved=true`)).data).toEqual([]);
    const all = await groupsOf(`q=${phone}`);
    expect(all.data.map((g) => [g.registrations.map((r) => r.registrationId), g.activeCount])).toEqual([[ids, 1]]);
  });

  test('"Not a duplicate" is stored and audited, takes the group off the unresolved list, and a new member reopens it', async () => {
    const { phone, ids } = await family([
      { name: 'Anaya Das', std: '2nd' },
      { name: 'Vihaan Das', std: '6th' },
    ]);
    const path = `/admin/registrations/duplicates/${phone}/verdict`;
    expect((await as('staff', 'PUT', path, { verdict: 'not_duplicate', registrationIds: ids })).status).toBe(403);
    // Judged on what the person saw: a list that is not the group's is refused and changes nothing.
    const stale = await as('admin', 'PUT', path, { verdict: 'not_duplicate', registrationIds: [ids[0], 'REG-NOT-THERE'] });
    expect(stale).toMatchObject({
      status: 409,
      body: { message: 'The registrations with this contact number changed meanwhile: look at the group again.', code: 'duplicate-group-changed' },
    });

    const judged = await as('admin', 'PUT', path, { verdict: 'not_duplicate', registrationIds: [...ids].reverse() });
    expect(judged.status).toBe(200);
    expect(judged.body).toMatchObject({ contactNumber: phone, verdict: 'not_duplicate', registrationIds: [...ids].sort(), by: 'admin@example.org' });
    expect((await groupsOf(`q=${phone}&unresolved=true`)).data).toEqual([]);
    expect((await groupsOf(`q=${phone}`)).data[0]!.notDuplicate).toEqual({ by: 'admin@example.org', at: judged.body.at });
    const audit = await target.db.query<{ action: string; target_type: string; after: unknown }>(
      "SELECT action, target_type, after FROM audit_log WHERE target_id = $1 AND action = 'duplicate_group.not_duplicate'",
      [phone],
    );
    expect(audit).toEqual([
      { action: 'duplicate_group.not_duplicate', target_type: 'contact_number', after: { verdict: 'not_duplicate', registrationIds: [...ids].sort() } },
    ]);
    // The same verdict again changes nothing and writes no second entry.
    expect((await as('admin', 'PUT', path, { verdict: 'not_duplicate', registrationIds: ids })).status).toBe(200);
    const [entries] = await target.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE target_id = $1', [phone]);
    expect(entries?.n).toBe(1);

    // A third registration with the number was never judged: the group is back.
    run += 1;
    const joined = await as('superadmin', 'POST', '/admin/imports', { csv: importPupils([{ id: `DUP-${engine}-${run}-late`, name: 'Anaya Das', phone }]) });
    expect(joined.status).toBe(201);
    const reopened = await groupsOf(`q=${phone}&unresolved=true`);
    expect(reopened.data.map((g) => [g.count, g.notDuplicate, g.likeness])).toEqual([[3, null, 'same_name']]);
  });

  test('the same registration named twice is one registration, not a group of two', async () => {
    const { phone, ids } = await family([{ name: 'Kabir Rao' }, { name: 'Kabir Rao' }]);
    const path = `/admin/registrations/duplicates/${phone}/verdict`;
    const twice = await as('admin', 'PUT', path, { verdict: 'not_duplicate', registrationIds: [ids[0], ids[0]] });
    expect({
      status: twice.status,
      code: twice.body.code,
      message: twice.body.message,
      fields: twice.body.issues.map((issue: { path: string }) => issue.path),
    }).toEqual({
      status: 400,
      code: 'invalid-request',
      message: 'Invalid body registrationIds: Name at least two different registrations: one registration is not a group',
      fields: ['registrationIds'],
    });
    const [entries] = await target.db.query<{ n: number }>('SELECT count(*)::int AS n FROM duplicate_verdicts WHERE contact_key = $1', [phone]);
    expect(entries?.n).toBe(0);
    // Repeated ids among the whole group count once.
    const judged = await as('admin', 'PUT', path, { verdict: 'not_duplicate', registrationIds: [ids[1], ids[0], ids[1]] });
    expect({ status: judged.status, registrationIds: judged.body.registrationIds }).toEqual({ status: 200, registrationIds: [...ids].sort() });
  });

  test('a number nobody shares has no verdict to give', async () => {
    const reply = await as('admin', 'PUT', '/admin/registrations/duplicates/9000000000/verdict', { verdict: 'not_duplicate', registrationIds: ['A', 'B'] });
    expect(reply).toMatchObject({ status: 404, body: { message: 'No registrations share this contact number.', code: 'duplicate-group-not-found' } });
  });
});
