"""Local runs: Lambda's part played in one process (never imported by ``app.py`` or the pipeline).

``dispatcher`` plays Lambda's SQS event-source mapping, ``embedded`` runs the whole bus on moto in-process,
``serve`` runs routes, queues and the sweeper in one process (``s3_server`` exposes its S3 endpoint),
``dev_loop`` drives a LocalStack / moto-server / MinIO endpoint, ``topology_cli`` applies the topology,
``fake_telegram`` is a local Bot API and ``chat`` a terminal chat through it. These are entry points: they
may import ``app`` (its handlers are what Lambda would call) and the wiring.
"""
