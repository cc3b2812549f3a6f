import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormat } from '@/lib/format';

/** Accuracy (0-100 %) of each topic as horizontal bars, weakest first; loaded on demand with recharts. */
export default function TopicChart({ rows, label, valueLabel }: { rows: { topic: string; accuracy: number }[]; label: string; valueLabel: string }) {
  const format = useFormat();
  return (
    <div className="w-full" style={{ height: 48 + rows.length * 40 }} role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} className="stroke-border" />
          <XAxis type="number" domain={[0, 100]} tick={{ fontSize: 12 }} tickFormatter={(value: number) => format.percent(value)} />
          <YAxis type="category" dataKey="topic" width={120} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(value) => format.percent(Number(value))} />
          <Bar dataKey="accuracy" name={valueLabel} fill="#dc2626" radius={[0, 4, 4, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
