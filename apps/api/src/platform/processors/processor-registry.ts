import { Injectable } from '@nestjs/common';
import type { Processor } from '@intake/event-store';

/** Context modules register their projectors and reactors here during module init. */
@Injectable()
export class ProcessorRegistry {
  private readonly processors = new Map<string, Processor>();

  register(...processors: Processor[]): void {
    for (const p of processors) {
      if (this.processors.has(p.name)) throw new Error(`Processor ${p.name} registered twice`);
      this.processors.set(p.name, p);
    }
  }

  all(): Processor[] {
    return [...this.processors.values()];
  }
}
