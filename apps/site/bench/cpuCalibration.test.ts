import { describe, expect, it } from 'vitest';
import { calibratedCpuMultiplier, lighthouseCalibrationPoints } from './cpuCalibration.mjs';

describe('calibratedCpuMultiplier', () => {
  it('gives the published multiplier at each reference point', () => {
    for (const point of lighthouseCalibrationPoints)
      expect(calibratedCpuMultiplier(point.benchmarkIndex)).toBe(point.multiplier);
  });

  it('interpolates between reference points', () => {
    expect(calibratedCpuMultiplier(1050)).toBe(2.5);
    expect(calibratedCpuMultiplier(475)).toBe(1.5);
    expect(calibratedCpuMultiplier(1766)).toBe(5);
  });

  it('keeps the last slope above the highest point and never goes under 1×', () => {
    expect(calibratedCpuMultiplier(2467)).toBe(8);
    expect(calibratedCpuMultiplier(100)).toBe(1);
  });

  it('rejects an index that is not a positive number', () => {
    expect(() => calibratedCpuMultiplier(Number.NaN)).toThrow(RangeError);
    expect(() => calibratedCpuMultiplier(0)).toThrow('benchmark index must be a positive number, got 0');
  });
});
