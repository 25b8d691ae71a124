import { Global, Module } from '@nestjs/common';
import { ProcessorHost } from './processor-host.service.js';
import { ProcessorRegistry } from './processor-registry.js';
import { ReadModelsCaughtUp } from './read-models-caught-up.js';

@Global()
@Module({ providers: [ProcessorRegistry, ProcessorHost, ReadModelsCaughtUp], exports: [ProcessorRegistry, ProcessorHost, ReadModelsCaughtUp] })
export class ProcessorsModule {}
