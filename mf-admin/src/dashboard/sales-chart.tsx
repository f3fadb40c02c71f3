/**
 * Revenue (bars) and orders (line) per day. Loaded lazily by the dashboard, so recharts is fetched
 * only when an admin opens it. The chart is a picture for sighted users: its figures are in the
 * table beside it, so the SVG is hidden from assistive technology.
 */
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { type Dashboard, formatDate, formatRupees, toPaise } from 'shared-contracts';

/** "₹1.2L": en-IN's short form (thousand, lakh, crore) for the axis. */
const compactRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** "27 Nov" on the axis; the table and the tooltip give the year. */
const dayOfMonth = (date: string) => formatDate(date).replace(/ \d{4}$/, '');

// antd's blue-6 and gold-7: apart from each other and from white for readers with low colour vision.
const REVENUE_COLOUR = '#1677ff';
const ORDERS_COLOUR = '#ad6800';

export default function SalesChart({ days }: { days: Dashboard['salesByDay'] }) {
  const data = days.map((day) => ({ ...day, rupees: toPaise(day.revenue) / 100 }));
  return (
    <div aria-hidden="true" style={{ width: '100%', height: 280 }}>
      <ResponsiveContainer width="100%" height="100%">
        {/* No keyboard layer: the chart is hidden from assistive technology, and nothing in it may take focus. */}
        <ComposedChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: 4 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#f0f0f0" vertical={false} />
          <XAxis dataKey="date" tickFormatter={dayOfMonth} minTickGap={16} tick={{ fontSize: 12 }} />
          <YAxis
            yAxisId="revenue"
            tickFormatter={(value: number) => compactRupees.format(value)}
            width={56}
            tick={{ fontSize: 12 }}
          />
          <YAxis yAxisId="orders" orientation="right" allowDecimals={false} width={32} tick={{ fontSize: 12 }} />
          <Tooltip
            labelFormatter={(date) => formatDate(String(date))}
            formatter={(value, name) => (name === 'Revenue' ? formatRupees(Number(value)) : value)}
          />
          <Legend />
          <Bar yAxisId="revenue" dataKey="rupees" name="Revenue" fill={REVENUE_COLOUR} isAnimationActive={false} />
          <Line
            yAxisId="orders"
            dataKey="orders"
            name="Orders"
            stroke={ORDERS_COLOUR}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
