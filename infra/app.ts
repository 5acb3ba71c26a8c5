import { App } from 'aws-cdk-lib';
import { createCinemaStacks } from './cinema';

// `npx cdk synth -c stage=<name>`: context comes from cdk.json and the command line.
createCinemaStacks(new App());
