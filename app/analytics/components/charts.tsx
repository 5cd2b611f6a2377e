import { useEffect, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

/** A funnel's steps as bars (visitors per step), drawn once the page runs in the browser; the table beside it says the same in words. */
export function FunnelBars({ steps, label }: { steps: { step: string; visitors: number; fromStart: number }[]; label: string }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const data = steps.map((s) => ({ step: s.step.replace(/_/g, ' '), visitors: s.visitors }));
  return (
    <figure className="datagraph-chart" data-testid="funnel-chart" aria-label={label}>
      {mounted ? (
        <BarChart width={640} height={260} data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="step" interval={0} />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Bar dataKey="visitors" fill="#5b6b4f" isAnimationActive={false} />
        </BarChart>
      ) : null}
      <figcaption>{label}</figcaption>
    </figure>
  );
}
