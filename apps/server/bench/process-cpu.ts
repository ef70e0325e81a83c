import fs from 'node:fs';

/** Linux clock ticks a second (`getconf CLK_TCK`), the unit of /proc/<pid>/stat's times. */
const TICKS_PER_SECOND = 100;

/** User plus system CPU time of a process so far (ms); 0 once it has gone. */
const cpuMsOf = (pid: number): number => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After "pid (comm) ": state is field 0, utime field 11, stime field 12.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
};

/**
 * CPU time the processes use from now on: `stop()` answers the milliseconds each group spent
 * since the meter started (processes read from /proc, so on this machine only).
 */
export const cpuMeter = <Group extends string>(groups: Record<Group, number[]>) => {
  const start = new Map<number, number>();
  for (const pids of Object.values<number[]>(groups))
    for (const pid of pids) start.set(pid, cpuMsOf(pid));
  return {
    stop: (): Record<Group, number> => {
      const spent = {} as Record<Group, number>;
      for (const group of Object.keys(groups) as Group[])
        spent[group] = groups[group].reduce(
          (total, pid) => total + cpuMsOf(pid) - (start.get(pid) ?? 0),
          0,
        );
      return spent;
    },
  };
};
