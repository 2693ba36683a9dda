import { listQueryOfView, nextSort, savedQueryOfView, searchParamsOfView, viewFromSearchParams, type ListView } from './useListUrlState';

const view = (params: string) => viewFromSearchParams(new URLSearchParams(params));

test('an empty URL is the default view: createdAt descending, first page of 50', () => {
  expect(view('')).toEqual({ q: '', filters: {}, order: 'desc', page: 0, pageSize: 50 });
  expect(listQueryOfView(view(''))).toEqual({ sort: 'createdAt', order: 'desc', limit: 50, offset: 0 });
});

test('reads search, filters, sort and page, and writes them back the same', () => {
  const params = 'q=asha&school=dps&status=active%2Cduplicate&cadre=Junior+Level&std=5th%2C10th&gender=female&sort=std&order=desc&page=3&size=25';
  const read = view(params);
  expect(read).toEqual({
    q: 'asha',
    filters: { school: 'dps', status: ['active', 'duplicate'], cadre: ['Junior Level'], std: ['5th', '10th'], gender: ['female'] },
    sort: 'std',
    order: 'desc',
    page: 2,
    pageSize: 25,
  });
  expect(view(searchParamsOfView(read).toString())).toEqual(read);
  expect(listQueryOfView(read)).toMatchObject({ q: 'asha', sort: 'std', order: 'desc', limit: 25, offset: 50 });
});

test('a bad value in a shared link drops only that value', () => {
  expect(view('status=gone&cadre=Kids+Level&sort=shoe&page=-2&size=7')).toEqual({
    q: '',
    filters: { cadre: ['Kids Level'] },
    order: 'desc',
    page: 0,
    pageSize: 50,
  });
});

test('a header click sorts ascending; the same header again toggles', () => {
  const start: ListView = view('');
  const first = nextSort(start, 'std');
  expect(first).toEqual({ sort: 'std', order: 'asc' });
  const second = nextSort({ ...start, ...first }, 'std');
  expect(second).toEqual({ sort: 'std', order: 'desc' });
  expect(nextSort({ ...start, ...second }, 'std')).toEqual({ sort: 'std', order: 'asc' });
  expect(nextSort({ ...start, ...second }, 'name')).toEqual({ sort: 'name', order: 'asc' });
});

test('columns and density round-trip; unknown columns and densities are dropped and the ID column stays first', () => {
  const read = view('columns=status%2Cname&density=compact&page=2');
  expect(read).toMatchObject({ columns: ['registrationId', 'status', 'name'], density: 'compact' });
  expect(searchParamsOfView(read).toString()).toBe('page=2&columns=status%2Cname&density=compact');
  expect(savedQueryOfView(read)).toBe('columns=status%2Cname&density=compact');
  expect(view('columns=shoe%2Cname%2Cname%2CregistrationId&density=cosy')).toEqual({ ...view(''), columns: ['registrationId', 'name'] });
  expect(view('columns=shoe')).toEqual(view(''));
  // All columns in the usual order is the default, left out of the address.
  expect(
    searchParamsOfView({
      ...view(''),
      columns: ['registrationId', 'name', 'contactNumber', 'school', 'std', 'cadre', 'levelEnrolled', 'paymentStatus', 'status'],
    }).toString(),
  ).toBe('');
});

test('the centre filter round-trips through the address, several codes at once, and reaches the list request', () => {
  const view = viewFromSearchParams(new URLSearchParams('center=CHN01,MUM01&status=active'));
  expect(view.filters).toEqual({ center: ['CHN01', 'MUM01'], status: ['active'] });
  expect(searchParamsOfView(view).get('center')).toBe('CHN01,MUM01');
  expect(listQueryOfView(view)).toMatchObject({ center: ['CHN01', 'MUM01'] });
});
