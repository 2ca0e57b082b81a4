"""Local runs: Lambda's part played in one process (never imported by ``app.py`` or the pipeline).

``dispatcher`` plays Lambda's SQS event-source mapping, ``embedded`` runs the whole bus on moto in-process,
``dev_loop`` drives a LocalStack / moto-server / MinIO endpoint, ``topology_cli`` applies the topology.
These are entry points: they may import ``app`` (its handlers are what Lambda would call) and the wiring.
"""
