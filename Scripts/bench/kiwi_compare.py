#!/usr/bin/env python3
"""Times kiwisolver on the Auto Layout systems `rotor bench` hands it, beside CellKit's solver.

Usage: kiwi_compare.py SYSTEMS.json

SYSTEMS.json is a list of {"shape", "views", "variables", "constraints", "edit"}: each constraint
is [handle, [[variable, coefficient], ...], constant, "<=" | "==" | ">=", weight or null] and means
sum(coefficient * variable) + constant RELATION 0, required when its weight is null; "edit" is
{"handle", "constant"}: the constraint whose constant the bench changed, and its new constant.

For each system it times, as the median of a few runs:
  first_ns: a new solver given every constraint in the same order, then updateVariables();
  edit_ns:  the edited constraint removed and added again with its new constant (Kiwi changes a
            constant no other way), then updateVariables(); the runs go back and forth between
            the two constants, as the bench's edits do.
A solve that runs over LIMIT seconds is stopped (kiwisolver's tableau grows with the square of a
chain's length, and a grid of 10,000 views takes many minutes): its figure is then LIMIT, with
"first_over": true (or "edit_over"), a lower bound.
It prints a JSON list of {"shape", "views", "first_ns", "edit_ns", "first_over", "edit_over"} on
standard output.
"""

import json
import signal
import sys
import time

import kiwisolver

# The bench's rule for repeated runs: at least MINIMUM, more while they took under BUDGET seconds.
MINIMUM_RUNS = 3
MAXIMUM_RUNS = 50
BUDGET = 0.3
# The longest one solve or edit may run, in seconds.
LIMIT = 60.0


class OverLimit(Exception):
    pass


def _over_limit(signum, frame):
    raise OverLimit()


def median(values):
    ordered = sorted(values)
    return ordered[(len(ordered) - 1) // 2]


def timed_runs(run):
    """The median of repeated calls of run(), which returns the nanoseconds it measured, and
    whether a run went over LIMIT (then the figure is LIMIT)."""
    times = []
    while len(times) < MINIMUM_RUNS or (sum(times) < BUDGET * 1e9 and len(times) < MAXIMUM_RUNS):
        signal.setitimer(signal.ITIMER_REAL, LIMIT)
        try:
            times.append(run())
        except OverLimit:
            return int(LIMIT * 1e9), True
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
    return median(times), False


def make_constraint(variables, row, constant=None):
    _, terms, own_constant, relation, weight = row
    expression = sum((coefficient * variables[int(variable)] for variable, coefficient in terms),
                     kiwisolver.Expression([], own_constant if constant is None else constant))
    if relation == "<=":
        made = expression <= 0
    elif relation == ">=":
        made = expression >= 0
    else:
        made = expression == 0
    return made if weight is None else made | weight


def measure(system):
    variables = [kiwisolver.Variable("v%d" % index) for index in range(system["variables"])]
    rows = system["constraints"]
    constraints = [make_constraint(variables, row) for row in rows]

    solver = None

    def first():
        nonlocal solver
        solver = kiwisolver.Solver()
        start = time.perf_counter_ns()
        for constraint in constraints:
            solver.addConstraint(constraint)
        solver.updateVariables()
        return time.perf_counter_ns() - start

    first_ns, first_over = timed_runs(first)
    edit_ns, edit_over = None, False
    edit = system.get("edit")
    if edit is not None and not first_over:
        index = next((i for i, row in enumerate(rows) if row[0] == edit["handle"]), None)
        if index is not None:
            pair = [constraints[index], make_constraint(variables, rows[index], edit["constant"])]
            state = {"held": 0}

            def change():
                old, new = pair[state["held"]], pair[1 - state["held"]]
                start = time.perf_counter_ns()
                solver.removeConstraint(old)
                solver.addConstraint(new)
                solver.updateVariables()
                elapsed = time.perf_counter_ns() - start
                state["held"] = 1 - state["held"]
                return elapsed

            edit_ns, edit_over = timed_runs(change)
    return {"shape": system["shape"], "views": system["views"], "first_ns": first_ns, "edit_ns": edit_ns,
            "first_over": first_over, "edit_over": edit_over}


def main(arguments):
    if len(arguments) != 2:
        sys.stderr.write("usage: kiwi_compare.py SYSTEMS.json\n")
        return 2
    signal.signal(signal.SIGALRM, _over_limit)
    with open(arguments[1], encoding="utf-8") as source:
        systems = json.load(source)
    json.dump([measure(system) for system in systems], sys.stdout)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
