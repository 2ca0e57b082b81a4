"""``python -m chalicelib.local.topology_cli apply``: create the topology on ``AWS_ENDPOINT_URL`` (or AWS).

Used by the LocalStack runner and the dev loop; ``contract-check topology apply`` is the same.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence

from chalicelib.adapters.provisioning import AppliedTopology, apply_topology
from chalicelib.adapters.s3_storage import make_s3_client, make_sqs_client
from chalicelib.settings import Settings, get_settings
from chalicelib.topology import Topology


def apply_to_endpoint(settings: Settings) -> AppliedTopology:
    return apply_topology(Topology(settings), make_s3_client(settings), make_sqs_client(settings))


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args != ["apply"]:
        print("usage: python -m chalicelib.local.topology_cli apply", file=sys.stderr)
        return 2
    print(json.dumps(apply_to_endpoint(get_settings()).queue_urls, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
