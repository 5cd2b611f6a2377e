import { useEffect, useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** A step's name under its bar, one word per line, so that five steps fit side by side on any width. */
function StepTick({ x, y, payload }: { x?: number; y?: number; payload?: { value: string } }) {
  const words = String(payload?.value ?? '').split(' ');
  return (
    <text x={x} y={y} textAnchor="middle" fill="#555" fontSize={13}>
      {words.map((word, i) => (
        <tspan key={i} x={x} dy={i === 0 ? '1em' : '1.1em'}>
          {word}
        </tspan>
      ))}
    </text>
  );
}

/** A funnel's steps as bars (visitors per step), drawn once the page runs in the browser; the table beside it says the same in words. */
export function FunnelBars({ steps, label }: { steps: { step: string; visitors: number; fromStart: number }[]; label: string }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const data = steps.map((s) => ({ step: s.step.replace(/_/g, ' '), visitors: s.visitors }));
  return (
    <figure className="datagraph-chart" data-testid="funnel-chart" aria-label={label}>
      {mounted ? (
        <ResponsiveContainer width="100%" height={280}>
          <BarChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="step" interval={0} height={48} tick={<StepTick />} />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Bar dataKey="visitors" fill="#5b6b4f" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      ) : null}
      <figcaption>{label}</figcaption>
    </figure>
  );
}
