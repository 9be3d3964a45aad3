/**
 * The benchmark's baseline: a blank React page that fetches one page of communities and shows them
 * in a table. The dashboard's first list is measured against it (scripts/benchmark.mjs).
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

interface Row {
  id: string;
  name?: string;
  shortName?: string | null;
  createdAt?: string;
}

function App() {
  const [rows, setRows] = useState<Row[]>([]);
  useEffect(() => {
    const key = new URLSearchParams(location.search).get('key') ?? '';
    void fetch('/live-api/v1/community?page=1&perPage=25', { headers: { 'X-Api-Key': key } })
      .then((r) => r.json() as Promise<{ results: Row[] }>)
      .then((page) => setRows(page.results));
  }, []);
  return (
    <table>
      <thead>
        <tr>
          <th>Name</th>
          <th>Short name</th>
          <th>Created</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{row.name}</td>
            <td>{row.shortName}</td>
            <td>{row.createdAt}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
