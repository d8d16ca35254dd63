/**
 * Lighthouse's mobile profile slows the CPU by a fixed 4×, which assumes the machine running it is a high-end desktop
 * (benchmark index 1500–2000): 4× of that is the mid-tier phone Lighthouse means to emulate. On a slower host the same
 * 4× emulates a much slower phone, and Lighthouse itself warns below an index of 1000 ("The tested device appears to
 * have a slower CPU than Lighthouse expects… calibrate the CPU slowdown multiplier", docs/throttling.md).
 *
 * The multiplier that emulates the same mid-tier phone, from the host's benchmark index, interpolated linearly between
 * the reference points the Lighthouse team publishes with its CPU throttling calculator: index 150 → 1×, 800 → 2×,
 * 1300 → 3×, 1533 → 4×, 2000 → 6×. Above 2000 the last segment's slope continues; at or below 150 the host is itself
 * the target device (1×).
 */
export const lighthouseCalibrationPoints = [
  { benchmarkIndex: 150, multiplier: 1 },
  { benchmarkIndex: 800, multiplier: 2 },
  { benchmarkIndex: 1300, multiplier: 3 },
  { benchmarkIndex: 1533, multiplier: 4 },
  { benchmarkIndex: 2000, multiplier: 6 },
];

/** The CPU slowdown that makes this host emulate Lighthouse's reference phone, rounded to one decimal. */
export function calibratedCpuMultiplier(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new RangeError(`benchmark index must be a positive number, got ${benchmarkIndex}`);
  const points = lighthouseCalibrationPoints;
  if (benchmarkIndex <= points[0].benchmarkIndex) return points[0].multiplier;
  let lower = points[points.length - 2];
  let upper = points[points.length - 1];
  for (let index = 1; index < points.length; index++) {
    if (benchmarkIndex <= points[index].benchmarkIndex) {
      lower = points[index - 1];
      upper = points[index];
      break;
    }
  }
  const slope = (upper.multiplier - lower.multiplier) / (upper.benchmarkIndex - lower.benchmarkIndex);
  const multiplier = lower.multiplier + (benchmarkIndex - lower.benchmarkIndex) * slope;
  return Math.round(multiplier * 10) / 10;
}
