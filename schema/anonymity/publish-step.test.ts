import { describe, expect, it } from "vitest";
import { emptyLedger, publishStep, type Ledger } from "./publish-step";
import { isolatedSet } from "./span-attack";

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
const at = (members: string[], atMs = 0) => ({ members, figure: members.length, atMs });

describe("publishStep", () => {
  it("publishes a new group at the floor, then again once the floor's number joined", () => {
    let ledger: Ledger<number> = emptyLedger();
    const first = publishStep(ledger, "team", at(ids("m", 4)), 5);
    expect(first).toMatchObject({ shown: null, stepped: false, needed: 1 });
    const five = publishStep(ledger, "team", at(ids("m", 5), 1), 5);
    expect(five).toMatchObject({ shown: { figure: 5, atMs: 1 }, stepped: true, needed: 0 });
    ledger = five.ledger;
    for (const n of [6, 7, 8, 9]) {
      const step = publishStep(ledger, "team", at(ids("m", n), n), 5);
      expect(step).toMatchObject({ shown: { figure: 5, atMs: 1 }, stepped: false, needed: 10 - n });
    }
    expect(publishStep(ledger, "team", at(ids("m", 10), 10), 5)).toMatchObject({ shown: { figure: 10 }, stepped: true });
  });

  it("keeps the figure while the members are the same, even when their values moved", () => {
    const { ledger } = publishStep(emptyLedger<number>(), "team", at(ids("m", 6)), 5);
    expect(publishStep(ledger, "team", { members: ids("m", 6), figure: 99, atMs: 5 }, 5)).toMatchObject({
      shown: { figure: 6, atMs: 0 },
      stepped: false,
      needed: 0,
    });
  });

  it("counts a leaver as one change while their block keeps the floor", () => {
    const { ledger } = publishStep(emptyLedger<number>(), "team", at(ids("m", 12)), 5);
    const left = ids("m", 12).slice(1);
    expect(publishStep(ledger, "team", at(left), 5)).toMatchObject({ stepped: false, needed: 4 });
    expect(publishStep(ledger, "team", at([...left, ...ids("n", 4)]), 5)).toMatchObject({ stepped: true, shown: { figure: 15 } });
  });

  // "Floor-many changed since the last figure" is not enough: four of the five who joined leave and one more joins, five
  // changes, and the third figure less the first rests on two people.
  it("refuses a change that older figures would pin on fewer people than the floor", () => {
    const [a, b] = [ids("a", 5), ids("b", 5)];
    let ledger = publishStep(emptyLedger<number>(), "team", at(a), 5).ledger;
    ledger = publishStep(ledger, "team", at([...a, ...b]), 5).ledger;
    const third = [...a, "b4", "c0"];
    expect(isolatedSet([a, [...a, ...b], third], 5)?.sort()).toEqual(["b4", "c0"]);
    expect(publishStep(ledger, "team", at(third), 5)).toMatchObject({ stepped: false, needed: 3, shown: { figure: 10 } });
  });

  it("counts against every group the audience saw: a part of a total shown earlier", () => {
    // All responses were shown at 7; two have since left, and a team now holds the other five.
    const x = ids("x", 5);
    const ledger = publishStep(emptyLedger<number>(), "all", at([...x, "y", "w"]), 5).ledger;
    expect(isolatedSet([[...x, "y", "w"], x], 5)?.sort()).toEqual(["w", "y"]);
    expect(publishStep(ledger, "team", at(x), 5)).toMatchObject({ stepped: false, needed: 3, shown: null });
  });

  it("publishes a group made of whole blocks that each hold the floor: the last part of a total", () => {
    const [a, b] = [ids("a", 50), ids("b", 50)];
    let ledger = publishStep(emptyLedger<number>(), "all", at([...a, ...b]), 5).ledger;
    ledger = publishStep(ledger, "team a", at(a), 5).ledger;
    expect(publishStep(ledger, "team b", at(b), 5)).toMatchObject({ stepped: true, shown: { figure: 50 } });
  });

  it("refuses members that repeat a key", () => {
    expect(() => publishStep(emptyLedger<number>(), "team", at(["m", "m"]), 5)).toThrow(RangeError);
  });
});
