// The CPU the benches' servers spend, read from /proc (Linux): bench:api and bench:live report CPU per
// request beside their rates, since it hardly moves when other processes compete for the cores.
import { readdirSync, readFileSync } from "node:fs";

/** Each process's parent, by pid: what /proc holds right now. */
function parents() {
  const parent = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const [, comm, rest] = /^\d+ \((.*)\) (.*)$/s.exec(stat) ?? [];
      parent.set(Number(name), { comm, ppid: Number(rest.split(" ")[1]) });
    } catch {
      // gone meanwhile
    }
  }
  return parent;
}

/** The workerd processes whose parent is `pid` (a server started in that process). */
export function workerdChildren(pid) {
  return [...parents()].filter(([, p]) => p.comm === "workerd" && p.ppid === pid).map(([child]) => child);
}

/** Every process below `pid` (a `wrangler dev` child's node and workerd processes). */
export function descendants(pid) {
  const all = parents();
  const found = [];
  for (const [child] of all) {
    for (let p = all.get(child)?.ppid; p; p = all.get(p)?.ppid) {
      if (p === pid) {
        found.push(child);
        break;
      }
    }
  }
  return found;
}

/** CPU seconds (user + system, every thread) the processes have used so far. */
export function cpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8")
        .replace(/^.*\) /s, "")
        .split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / 100; // USER_HZ
}
