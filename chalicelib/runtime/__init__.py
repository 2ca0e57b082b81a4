"""Composition: building the ports for a process, the queue dispatcher and the embedded default."""
