interface SparklineProps {
  values: number[];
  /** One label per value (the day), read on hover. */
  labels: string[];
  color?: string;
  height?: number;
  testId?: string;
}

const WIDTH = 300;

/** Daily counts as small bars in plain SVG: no chart library for thirty numbers. */
export const Sparkline = ({
  values,
  labels,
  color = '#465cff',
  height = 56,
  testId,
}: SparklineProps) => {
  const max = Math.max(1, ...values);
  const slot = WIDTH / Math.max(1, values.length);
  return (
    <svg
      className="sparkline"
      viewBox={`0 0 ${WIDTH} ${height}`}
      preserveAspectRatio="none"
      role="img"
      data-testid={testId}
    >
      <line x1={0} y1={height - 0.5} x2={WIDTH} y2={height - 0.5} stroke="#e5e6eb" />
      {values.map((value, index) => {
        const barHeight = value === 0 ? 0 : Math.max(2, (value / max) * (height - 4));
        return (
          <rect
            key={labels[index] ?? index}
            x={index * slot + slot * 0.15}
            y={height - barHeight}
            width={slot * 0.7}
            height={barHeight}
            rx={1}
            fill={color}
          >
            <title>{`${labels[index] ?? ''}: ${value}`}</title>
          </rect>
        );
      })}
    </svg>
  );
};
