#!/usr/bin/env python3
"""Reads a JUnit XML file as CI systems do, with the junitparser package, and prints what it
found as JSON: each suite with its counts and cases, each case with its results (failure,
error, skipped: message and text). Exit 1 when the file cannot be read."""
import json
import sys

from junitparser import JUnitXml, TestSuite


def main() -> int:
    xml = JUnitXml.fromfile(sys.argv[1])
    suites = [xml] if isinstance(xml, TestSuite) else list(xml)
    found = {"tests": xml.tests, "failures": xml.failures, "errors": xml.errors, "skipped": xml.skipped,
             "suites": []}
    for suite in suites:
        cases = []
        for case in suite:
            cases.append({
                "name": case.name,
                "classname": case.classname,
                "results": [{"kind": type(result).__name__.lower(), "message": result.message,
                             "text": result.text} for result in case.result],
            })
        found["suites"].append({"name": suite.name, "tests": suite.tests, "failures": suite.failures,
                                "errors": suite.errors, "skipped": suite.skipped, "cases": cases})
    json.dump(found, sys.stdout, ensure_ascii=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
