import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormat } from '@/lib/format';

export type ChartSeries = { key: string; label: string };
export type ChartRow = { date: string } & Record<string, number | string | null>;

const COLORS = ['#2563eb', '#16a34a', '#dc2626', '#9333ea', '#ea580c', '#0891b2', '#ca8a04', '#db2777'];

/** Accuracy (0-100 %) per day for each series; loaded on demand with recharts. */
export default function AccuracyChart({ rows, series, label }: { rows: ChartRow[]; series: ChartSeries[]; label: string }) {
  const format = useFormat();
  return (
    <div className="h-72 w-full" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 8, right: 12, bottom: 8, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
          <XAxis dataKey="date" tick={{ fontSize: 12 }} tickFormatter={(date: string) => format.axisDay(date)} />
          <YAxis domain={[0, 100]} tick={{ fontSize: 12 }} tickFormatter={(value: number) => format.percent(value)} />
          <Tooltip labelFormatter={(date) => format.day(String(date))} formatter={(value) => format.percent(Number(value))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {series.map((entry, index) => (
            <Line
              key={entry.key}
              type="monotone"
              dataKey={entry.key}
              name={entry.label}
              stroke={COLORS[index % COLORS.length]}
              strokeWidth={2}
              dot={{ r: 3 }}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
