#!/usr/bin/env python3
"""Validates a JSON document against a JSON schema, as CI tools do: exit 0 when it is valid,
1 with every error (path and message) on standard error when it is not."""
import json
import sys

import jsonschema


def main() -> int:
    schema_path, document_path = sys.argv[1], sys.argv[2]
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    with open(document_path, encoding="utf-8") as f:
        document = json.load(f)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
    for error in errors:
        path = "/".join(str(part) for part in error.absolute_path)
        print(f"{path}: {error.message}", file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
